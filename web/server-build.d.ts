/**
 * Types of `#server-build` (package.json "imports"): React Router's server build,
 * `build/server/index.js`, which `npm run build` writes. The page renderer imports it
 * by this name so that type-checking does not need a build, and esbuild (the Lambda
 * bundle) and Node (the local stack) find the file itself.
 */
import type { ServerBuild } from 'react-router';

export declare const allowedActionOrigins: ServerBuild['allowedActionOrigins'];
export declare const assets: ServerBuild['assets'];
export declare const assetsBuildDirectory: ServerBuild['assetsBuildDirectory'];
export declare const basename: ServerBuild['basename'];
export declare const entry: ServerBuild['entry'];
export declare const future: ServerBuild['future'];
export declare const isSpaMode: ServerBuild['isSpaMode'];
export declare const prerender: ServerBuild['prerender'];
export declare const publicPath: ServerBuild['publicPath'];
export declare const routeDiscovery: ServerBuild['routeDiscovery'];
export declare const routes: ServerBuild['routes'];
export declare const ssr: ServerBuild['ssr'];
