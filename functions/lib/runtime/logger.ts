import { Logger } from '@aws-lambda-powertools/logger';

/** Structured JSON logs (one object per line), shared by every handler and the authorizer. */
export const logger = new Logger({ serviceName: 'pawcraft-api' });
