import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { isStateChanging } from '../../../../shared/routes.ts';

/** Whether React Router asks after an action (a form that changes data), not after a navigation or a GET form. */
export const afterAction = ({ formMethod }: Pick<ShouldRevalidateFunctionArgs, 'formMethod'>): boolean =>
  formMethod !== undefined && isStateChanging(formMethod.toUpperCase());

/**
 * The `shouldRevalidate` of a screen whose data no action of its own makes stale (docs/decisions/059):
 * its save answers the item as stored, which the screen keeps, and a refusal changed nothing.
 * A navigation to it still reads it.
 */
export const notAfterActions = (args: ShouldRevalidateFunctionArgs): boolean =>
  !afterAction(args) && args.defaultShouldRevalidate;
