import type { Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { synthStack } from './synth-stack.ts';

// A prod stage with a custom domain: one synth for the file (cdk-nag runs in it too).
let template: Template;
let dispose: () => void;
afterAll(() => dispose?.());
beforeAll(() => {
  ({ template, dispose } = synthStack({
    stage: 'prod',
    domainName: 'www.example.com',
    certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/abc',
    webAclArn,
  }));
});
const webAclArn = 'arn:aws:wafv2:us-east-1:123456789012:global/webacl/pawcraft-prod-edge/abc';

// biome-ignore lint/suspicious/noExplicitAny: CloudFormation properties are walked freely in assertions.
type Resource = { Type: string; [key: string]: any };
const resourcesOf = (type: string) =>
  Object.values(template.toJSON().Resources as Record<string, Resource>).filter((r) => r.Type === type);

describe('prod stage', () => {
  it('keeps the table on stack deletion and refuses deletes, but not after a failed create (issue 24)', () => {
    const [table] = resourcesOf('AWS::DynamoDB::Table');
    expect(table.DeletionPolicy).toBe('RetainExceptOnCreate');
    expect(table.UpdateReplacePolicy).toBe('Retain');
    expect(table.Properties.DeletionProtectionEnabled).toBe(true);
    expect(table.Properties.TableName).toBe('pawcraft-prod');
  });

  it('keeps and versions the uploads bucket, and never empties it automatically, but not after a failed create', () => {
    const uploads = resourcesOf('AWS::S3::Bucket').find((b) => b.Properties.CorsConfiguration);
    expect(uploads?.DeletionPolicy).toBe('RetainExceptOnCreate');
    expect(uploads?.UpdateReplacePolicy).toBe('Retain');
    expect(uploads?.Properties.VersioningConfiguration).toEqual({ Status: 'Enabled' });
    const autoDelete = resourcesOf('Custom::S3AutoDeleteObjects');
    // Only the site bucket (a rebuildable copy of the web build) is emptied on deletion.
    expect(autoDelete).toHaveLength(1);
  });

  it('serves the custom domain with its certificate, TLS 1.2 at least, and allows uploads from it only', () => {
    const [distribution] = resourcesOf('AWS::CloudFront::Distribution');
    const config = distribution.Properties.DistributionConfig;
    expect(config.Aliases).toEqual(['www.example.com']);
    expect(config.ViewerCertificate).toMatchObject({
      AcmCertificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/abc',
      MinimumProtocolVersion: 'TLSv1.2_2021',
      SslSupportMethod: 'sni-only',
    });
    const uploads = resourcesOf('AWS::S3::Bucket').find((b) => b.Properties.CorsConfiguration);
    expect(uploads?.Properties.CorsConfiguration.CorsRules[0].AllowedOrigins).toEqual([
      'https://www.example.com',
    ]);
    expect(template.toJSON().Outputs.SiteUrl.Value).toBe('https://www.example.com');
  });

  it('puts the distribution behind the web ACL it was given (docs/decisions/026)', () => {
    const [distribution] = resourcesOf('AWS::CloudFront::Distribution');
    expect(distribution.Properties.DistributionConfig.WebACLId).toBe(webAclArn);
  });

  it('names every resource by the stage', () => {
    for (const fn of resourcesOf('AWS::Lambda::Function').filter((f) => f.Properties.FunctionName)) {
      expect(fn.Properties.FunctionName).toMatch(/^pawcraft-prod-/);
    }
    expect(resourcesOf('AWS::ApiGatewayV2::Api')[0].Properties.Name).toBe('pawcraft-prod-api');
    expect(resourcesOf('AWS::SNS::Topic')[0].Properties.TopicName).toBe('pawcraft-prod-alarms');
  });
});
