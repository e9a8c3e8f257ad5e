import { type App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { suppressAcceptedFindings } from './nag-suppressions.ts';
import { PawcraftStack, type PawcraftStackProps } from './pawcraft-stack.ts';

/**
 * The stage's stack with cdk-nag's AwsSolutions rules checked at synth (unacknowledged
 * findings fail it). app.ts and the infra tests build the stack the same way through this.
 */
export function addCheckedPawcraftStack(app: App, props: PawcraftStackProps): PawcraftStack {
  const stack = new PawcraftStack(app, `pawcraft-${props.stage}`, props);
  suppressAcceptedFindings(stack);
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app, { verbose: true }));
  return stack;
}
