import { fromEnv } from '@aws-sdk/credential-provider-env';

/**
 * Stands in for `@aws-sdk/credential-provider-node` in the Lambda bundles only (an esbuild
 * alias in route-functions.ts). Lambda always hands a function its role's credentials in
 * the environment, so the SSO, STS, INI, process and IMDS providers of the default chain,
 * about 130 KB minified, are dead weight there. Local runs keep the real chain.
 */
export const defaultProvider = (init?: Parameters<typeof fromEnv>[0]) => fromEnv(init);
