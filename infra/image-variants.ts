import { join } from 'node:path';
import { Duration } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as s3n from 'aws-cdk-lib/aws-s3-notifications';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { uploadsKeyPrefix } from '../shared/uploads-bucket.ts';
import type { DataTable } from './data-table.ts';
import { deadLetterQueue } from './dead-letters.ts';
import { imageVariantsPermissions, imageVariantsTablePermissions } from './handler-permissions.ts';
import { grantHandlerPermissions, handlerBundling, handlerFunctionBasics } from './route-functions.ts';

export interface ImageVariantsProps {
  /** The project root (the handler is `functions/image-variants.ts`). */
  readonly projectRoot: string;
  /** Prefix of the function's name, e.g. `pawcraft-prod`. */
  readonly namePrefix: string;
  readonly uploadsBucket: s3.Bucket;
  /** The table whose posts get their cover's image facts once the variants exist (docs/decisions/058). */
  readonly dataTable: DataTable;
}

/**
 * Sharp's native part for the function's architecture (arm64, glibc), installed from the npm
 * registry at synth by `npm ci` in the asset folder, without Docker. Without these, npm
 * installs the build machine's own (x64) binaries and the function fails at its first import.
 */
export const sharpInstallEnvironment = {
  npm_config_os: 'linux',
  npm_config_cpu: 'arm64',
  npm_config_libc: 'glibc',
};

/**
 * The variant function (docs/decisions/024): the uploads bucket notifies it of every object
 * created or removed under `uploads/` (S3 invokes it asynchronously); it writes the variants
 * under `public/uploads/`, the only prefix CloudFront reads, then fills in the image facts of
 * the posts that show the key (docs/decisions/058). 3008 MB (about two vCPUs, and
 * room for a 25 MB JPEG decoded once, scaled to 1920 px, and ten encodes at once), 60 s. Two
 * retries by Lambda, then the event goes to a dead-letter queue with an alarm of its own; its
 * errors and throttles join the grouped Lambda alarms (ADR 016).
 */
export class ImageVariants extends Construct {
  readonly function: NodejsFunction;
  /** Events that failed three times (OperationsAlarms alarms on any). */
  readonly deadLetterQueue: sqs.Queue;

  constructor(scope: Construct, id: string, props: ImageVariantsProps) {
    super(scope, id);
    const functionName = `${props.namePrefix}-image-variants`;
    this.deadLetterQueue = deadLetterQueue(this, 'DeadLetters', `${functionName}-dead-letters`);
    this.function = new NodejsFunction(this, 'Function', {
      ...handlerFunctionBasics(this, 'Logs', { functionName, projectRoot: props.projectRoot }),
      entry: join(props.projectRoot, 'functions', 'image-variants.ts'),
      memorySize: 3008,
      timeout: Duration.seconds(60),
      retryAttempts: 2,
      maxEventAge: Duration.hours(6),
      deadLetterQueue: this.deadLetterQueue,
      environment: {
        TABLE_NAME: props.dataTable.table.tableName,
        UPLOADS_BUCKET: props.uploadsBucket.bucketName,
        POWERTOOLS_SERVICE_NAME: functionName,
      },
      bundling: {
        ...handlerBundling(),
        // sharp loads a native addon: installed beside the bundle, not bundled.
        nodeModules: ['sharp'],
        environment: sharpInstallEnvironment,
      },
    });
    for (const { actions, prefix } of imageVariantsPermissions) {
      this.function.addToRolePolicy(
        new iam.PolicyStatement({
          actions: [...actions],
          resources: [props.uploadsBucket.arnForObjects(`${prefix}*`)],
        }),
      );
    }
    grantHandlerPermissions(this.function, imageVariantsTablePermissions, { dataTable: props.dataTable });
    const destination = new s3n.LambdaDestination(this.function);
    // Originals only: the variants under `public/` never wake the function.
    const filter = { prefix: uploadsKeyPrefix };
    props.uploadsBucket.addEventNotification(s3.EventType.OBJECT_CREATED, destination, filter);
    props.uploadsBucket.addEventNotification(s3.EventType.OBJECT_REMOVED, destination, filter);
    props.uploadsBucket.addEventNotification(s3.EventType.LIFECYCLE_EXPIRATION, destination, filter);
  }
}
