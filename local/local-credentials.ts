/**
 * The dummy key pair every local AWS client signs with (the emulators check no real
 * account). functions/lib/aws-clients.ts uses the same pair when an endpoint is set.
 */
export const localCredentials = { accessKeyId: 'local', secretAccessKey: 'local' } as const;
