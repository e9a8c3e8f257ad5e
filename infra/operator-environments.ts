/**
 * The environments `cdk` synthesises a stage in on an operator's machine (docs/decisions/050).
 * The CDK CLI tells the app the configured region (else its own default, us-east-1) as
 * `CDK_DEFAULT_REGION`, and the account as `CDK_DEFAULT_ACCOUNT` when credentials resolve;
 * infra/stage-app.ts gives both to the stack. A concrete region or account is written into
 * every ARN CDK formats, so what cdk-nag reports, and what a grant names, depends on them:
 * the deploy rehearsal (infra/predeploy-check.ts) and the infra tests synthesise each one.
 */
export interface OperatorEnvironment {
  /** How the rehearsal's output names it. */
  readonly name: string;
  /** @default - none: an environment-agnostic stack (`AWS::Region` tokens) */
  readonly region?: string;
  /** @default - none: the account is a token (`AWS::AccountId`) */
  readonly account?: string;
}

export const operatorEnvironments: readonly OperatorEnvironment[] = [
  { name: 'no region' },
  // An Indian company's region, with credentials: both written out.
  { name: 'ap-south-1 with account 123456789012', region: 'ap-south-1', account: '123456789012' },
  // The CLI's default region when none is configured, without credentials.
  { name: 'us-east-1 without credentials', region: 'us-east-1' },
];

/** The CDK CLI's variables for `environment`, as infra/stage-app.ts reads them. */
export const cliVariables = (environment: OperatorEnvironment): Record<string, string | undefined> => ({
  CDK_DEFAULT_REGION: environment.region,
  CDK_DEFAULT_ACCOUNT: environment.account,
});
