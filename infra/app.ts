import { App } from 'aws-cdk-lib';
import { defineStage } from './stage-app.ts';

/** The CDK app (cdk.json): one stage per run, named by `-c stage=…` (infra/stage-app.ts). */
defineStage(new App());
