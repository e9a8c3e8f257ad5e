import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { App, type CfnResource, NestedStack, type Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll } from 'vitest';
import { addCheckedPawcraftStack } from '../../infra/checked-stack.ts';
import type { PawcraftStack, PawcraftStackProps } from '../../infra/pawcraft-stack.ts';

export const projectRoot = join(import.meta.dirname, '..', '..');

/**
 * A tiny stand-in for build/client (an asset and a public file), so the tests do not depend
 * on a web build. The page renderer needs the real server build (build/server/index.js):
 * `npm test` builds first.
 */
function tinyWebBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'pawcraft-web-'));
  for (const [file, content] of [
    ['assets/app-abc.js', 'export {};'],
    ['robots.txt', 'User-agent: *\n'],
  ]) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), content);
  }
  return dir;
}

// biome-ignore lint/suspicious/noExplicitAny: CloudFormation templates are walked freely.
type TemplateJson = Record<string, any>;

/** Every stack the stage deploys: its own and its nested stacks, each with its template. */
export function stageTemplates(stack: Stack): { path: string; template: TemplateJson }[] {
  return [stack, ...nestedStacksOf(stack)].map((s) => ({
    path: s.node.path,
    template: Template.fromStack(s).toJSON(),
  }));
}

const nestedStacksOf = (stack: Stack): NestedStack[] =>
  stack.node.findAll().filter((c): c is NestedStack => NestedStack.isNestedStack(c));

/** `value` with every node `replace` maps to something else replaced, deeply. */
function substitute(value: unknown, replace: (node: TemplateJson) => unknown): unknown {
  if (Array.isArray(value)) return value.map((item) => substitute(item, replace));
  if (value && typeof value === 'object') {
    const replaced = replace(value as TemplateJson);
    if (replaced !== value) return replaced;
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, substitute(v, replace)]));
  }
  return value;
}

/**
 * The stage as one template, as if its nested stacks (the API's areas, docs/decisions/041)
 * were part of it: their resources merged in, each parameter replaced by the value the
 * parent passes, each `Outputs.X` the parent reads replaced by the nested output's value.
 * The assertions then read references as they were written, wherever a construct lives.
 */
export function flattenedTemplate(stack: Stack): TemplateJson {
  const merged = structuredClone(Template.fromStack(stack).toJSON());
  for (const nested of nestedStacksOf(stack)) {
    const resourceId = stack.resolve((nested.nestedStackResource as CfnResource).logicalId) as string;
    const parameters: TemplateJson = merged.Resources[resourceId].Properties.Parameters ?? {};
    const child = substitute(Template.fromStack(nested).toJSON(), (node) =>
      typeof node.Ref === 'string' && node.Ref in parameters ? parameters[node.Ref] : node,
    ) as TemplateJson;
    for (const [id, resource] of Object.entries(child.Resources)) {
      if (id in merged.Resources)
        throw new Error(`logical id ${id} in both ${nested.node.path} and its parent`);
      merged.Resources[id] = resource;
    }
    delete merged.Resources[resourceId];
    const outputs: TemplateJson = child.Outputs ?? {};
    const flat = substitute(merged, (node) => {
      const getAtt = node['Fn::GetAtt'];
      if (!Array.isArray(getAtt) || getAtt[0] !== resourceId) return node;
      const output = String(getAtt[1]).replace(/^Outputs\./, '');
      if (!(output in outputs)) throw new Error(`${nested.node.path} has no output ${output}`);
      return outputs[output].Value;
    }) as TemplateJson;
    Object.assign(merged, flat);
    for (const resource of Object.values(merged.Resources) as TemplateJson[]) {
      if (Array.isArray(resource.DependsOn))
        resource.DependsOn = resource.DependsOn.filter((id: string) => id !== resourceId);
    }
  }
  return merged;
}

export interface SynthOptions extends Partial<PawcraftStackProps> {
  /** Bundle every handler with esbuild (slow); otherwise CDK's own skip-bundling context is set. */
  readonly bundle?: boolean;
}

/** A prod stage with every option set: its own domain and certificate, the firewall, and mail. */
export const prodWithEveryOption: SynthOptions = {
  stage: 'prod',
  domainName: 'www.example.com',
  certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/abc',
  webAclArn: 'arn:aws:wafv2:us-east-1:123456789012:global/webacl/pawcraft-prod-edge/abc',
  enquiryEmail: 'sales@example.com',
  mailFrom: 'website@example.com',
};

/** Synthesizes one stage exactly as infra/app.ts does (cdk-nag included) and returns its template. */
export function synthStack(options: SynthOptions = {}): {
  stack: PawcraftStack;
  /** The stage's stack with its nested stacks merged in (flattenedTemplate). */
  template: Template;
  /** The cloud assembly folder (bundled assets are under it). */
  outdir: string;
  /** Removes the temporary folders (assembly and web build). */
  dispose: () => void;
} {
  const { bundle = false, ...props } = options;
  const outdir = mkdtempSync(join(tmpdir(), 'pawcraft-cdk-'));
  const app = new App({
    outdir,
    context: bundle ? {} : { 'aws:cdk:bundling-stacks': [] },
  });
  const webBuildDir = tinyWebBuild();
  const dispose = () => {
    for (const dir of [outdir, webBuildDir]) rmSync(dir, { recursive: true, force: true });
  };
  const stack = addCheckedPawcraftStack(app, {
    stage: 'dev',
    projectRoot,
    webBuildDir,
    alarmEmail: 'ops@example.com',
    // Fails with "run npm run build first" rather than testing a stack without the renderer.
    withPageRenderer: true,
    ...props,
  });
  try {
    app.synth();
  } catch (error) {
    dispose();
    throw error;
  }
  return { stack, template: Template.fromJSON(flattenedTemplate(stack)), outdir, dispose };
}

/** A statement of a function role's inline policy, as the template writes it. */
export type PolicyStatement = {
  Effect: string;
  Action: string | string[];
  Resource: unknown;
  Condition?: Record<string, unknown>;
};

/** The statements of the inline policies of the role of the function named `functionName`. */
export function functionStatements(template: Template, functionName: string): PolicyStatement[] {
  const resources: Record<string, TemplateJson> = template.toJSON().Resources;
  const found = Object.values(resources).find(
    (r) => r.Type === 'AWS::Lambda::Function' && r.Properties.FunctionName === functionName,
  );
  if (!found) throw new Error(`no function ${functionName}`);
  const role = found.Properties.Role['Fn::GetAtt'][0];
  return Object.values(resources)
    .filter(
      (r) => r.Type === 'AWS::IAM::Policy' && r.Properties.Roles.some((x: { Ref: string }) => x.Ref === role),
    )
    .flatMap((p) => p.Properties.PolicyDocument.Statement);
}

/**
 * The dev stage synthesised once for a test file, before its tests and disposed after them:
 * its template, its resources by logical id (one object, filled before the tests, so it may be
 * destructured at the top of a file), and the look-ups the files' assertions share. `env`: as
 * the CDK CLI gives it on an operator's machine (docs/decisions/050).
 */
export function devStageForTests(env?: SynthOptions['env']) {
  let dispose: (() => void) | undefined;
  const stage = {
    template: undefined as unknown as Template,
    resources: {} as Record<string, TemplateJson>,
    ofType: (type: string) => Object.entries(stage.resources).filter(([, r]) => r.Type === type),
    /** Logical id of the function named `pawcraft-dev-<name>`. */
    functionId: (name: string): string => {
      const found = stage
        .ofType('AWS::Lambda::Function')
        .find(([, r]) => r.Properties.FunctionName === `pawcraft-dev-${name}`);
      if (!found) throw new Error(`no function for ${name}`);
      return found[0];
    },
    /** The statements of the inline policies attached to the role of `pawcraft-dev-<name>`. */
    statementsOf: (name: string): PolicyStatement[] => {
      const role = stage.resources[stage.functionId(name)].Properties.Role['Fn::GetAtt'][0];
      return stage
        .ofType('AWS::IAM::Policy')
        .filter(([, p]) => p.Properties.Roles.some((r: { Ref: string }) => r.Ref === role))
        .flatMap(([, p]) => p.Properties.PolicyDocument.Statement);
    },
    /** The table's ARN as the template writes it in a grant. */
    tableArn: () => ({ 'Fn::GetAtt': [stage.ofType('AWS::DynamoDB::Table')[0][0], 'Arn'] }),
    /** A policy statement allowing Query on one of the table's indexes (with no condition). */
    indexQueryGrant: (index: string) => ({
      Effect: 'Allow',
      Action: 'dynamodb:Query',
      Resource: { 'Fn::Join': ['', [stage.tableArn(), `/index/${index}`]] },
    }),
  };
  beforeAll(() => {
    const synthesized = synthStack({ stage: 'dev', env });
    dispose = synthesized.dispose;
    stage.template = synthesized.template;
    Object.assign(stage.resources, synthesized.template.toJSON().Resources);
  });
  afterAll(() => dispose?.());
  return stage;
}
