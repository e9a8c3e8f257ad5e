import { describe, expect, it } from 'vitest';
import { readConfig } from '../../functions/lib/runtime/config.ts';

const inLambda = { AWS_LAMBDA_FUNCTION_NAME: 'pawcraft-blog-create' };

describe('stage configuration', () => {
  it('falls back to the local stack names off Lambda', () => {
    const config = readConfig({});
    expect([config.tableName, config.uploadsBucket, config.region]).toEqual([
      'pawcraft-local',
      'pawcraft-uploads-local',
      'ap-south-1',
    ]);
  });

  it('reads the stack settings in Lambda', () => {
    const config = readConfig({ ...inLambda, TABLE_NAME: 't', UPLOADS_BUCKET: 'b', AWS_REGION: 'eu-west-1' });
    expect([config.tableName, config.uploadsBucket, config.region]).toEqual(['t', 'b', 'eu-west-1']);
  });

  it('throws, naming the variable, when Lambda lacks a setting the function reads', () => {
    const config = readConfig({ ...inLambda, TABLE_NAME: 't', AWS_REGION: 'ap-south-1' });
    expect(config.tableName).toBe('t');
    expect(() => config.uploadsBucket).toThrow(/UPLOADS_BUCKET is not set/);
    expect(() => readConfig({ ...inLambda, UPLOADS_BUCKET: 'b' }).tableName).toThrow(/TABLE_NAME is not set/);
    expect(() => readConfig({ ...inLambda, TABLE_NAME: '' }).tableName).toThrow(/TABLE_NAME/);
    expect(() => readConfig(inLambda).region).toThrow(/AWS_REGION/);
  });
});
