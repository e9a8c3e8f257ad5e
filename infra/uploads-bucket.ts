import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import * as s3 from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { attachedTag, uploadsKeyPrefix } from '../shared/uploads-bucket.ts';

export interface UploadsBucketProps {
  /** The bucket name (fixed, so CloudFront can name the origin without depending on the bucket). */
  readonly bucketName: string;
  /**
   * Keep the bucket on stack deletion and version its objects (prod).
   * @default false - dev buckets are emptied and destroyed with their stack
   */
  readonly retain?: boolean;
  /**
   * Days an upload that no blog uses is kept before it is deleted.
   * @default 1
   */
  readonly unattachedUploadDays?: number;
}

/** The private bucket behind blog images: browsers POST to it directly, CloudFront serves it. */
export class UploadsBucket extends Construct {
  readonly bucket: s3.Bucket;

  constructor(scope: Construct, id: string, props: UploadsBucketProps) {
    super(scope, id);
    const retain = props.retain ?? false;
    this.bucket = new s3.Bucket(this, 'Bucket', {
      bucketName: props.bucketName,
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      versioned: retain,
      // As the table: kept on update and delete, not after a failed create (docs/decisions/040).
      removalPolicy: retain ? RemovalPolicy.RETAIN_ON_UPDATE_OR_DELETE : RemovalPolicy.DESTROY,
      autoDeleteObjects: !retain,
      lifecycleRules: [
        {
          id: 'expire-unattached-uploads',
          prefix: uploadsKeyPrefix,
          tagFilters: { [attachedTag.key]: attachedTag.unattached },
          expiration: Duration.days(props.unattachedUploadDays ?? 1),
        },
        {
          id: 'expire-old-versions-and-failed-uploads',
          noncurrentVersionExpiration: retain ? Duration.days(30) : undefined,
          abortIncompleteMultipartUploadAfter: Duration.days(1),
        },
      ],
    });
  }

  /** CORS for the presigned POST: browsers may upload from the site's origin and no other. */
  allowBrowserUploadsFrom(siteOrigin: string): void {
    this.bucket.addCorsRule({
      allowedMethods: [s3.HttpMethods.POST],
      allowedOrigins: [siteOrigin],
      allowedHeaders: ['*'],
      maxAge: 3600,
    });
  }
}
