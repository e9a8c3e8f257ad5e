import { Annotations, CfnOutput, SecretValue, Stack, type StackProps } from 'aws-cdk-lib';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import { originVerifyHeader } from '../shared/origin-header.ts';
import { contactFormPagePath } from '../shared/site-pages.ts';
import { OperationsAlarms } from './alarms.ts';
import type { PlannedRoute } from './api-areas.ts';
import { DataTable } from './data-table.ts';
import { EnquiryMailer } from './enquiry-mailer.ts';
import { HttpApi } from './http-api.ts';
import { ImageVariants } from './image-variants.ts';
import type { MailFunctionProps } from './mail-function.ts';
import { MondayDigest } from './monday-digest.ts';
import { PageRenderer, serverBuildFile } from './page-renderer.ts';
import { RouteFunctions } from './route-functions.ts';
import { ScheduledPublishing } from './scheduled-publishing.ts';
import { checkWebBuildAddress, stageSiteUrl } from './site-address.ts';
import { SiteDistribution } from './site-distribution.ts';
import { UploadsBucket } from './uploads-bucket.ts';

export interface PawcraftStackProps extends StackProps {
  /** The stage every resource is named by, e.g. `dev` or `prod`. `prod` keeps its data on deletion. */
  readonly stage: string;
  /**
   * The project root (handler modules are under `functions/`, the React Router server build
   * the page renderer bundles is `build/server/index.js`).
   */
  readonly projectRoot: string;
  /**
   * The web build to deploy.
   * @default - the site is not deployed (synth still works)
   */
  readonly webBuildDir?: string;
  /**
   * Whether to deploy the page renderer (docs/decisions/021).
   * @default - when the server build (`build/server/index.js`) exists; without it, a warning
   */
  readonly withPageRenderer?: boolean;
  /**
   * Email subscribed to the alarm topic.
   * @default - no subscription
   */
  readonly alarmEmail?: string;
  /**
   * Where every enquiry from the contact forms is mailed (docs/decisions/022).
   * @default - no enquiry mailer (warning)
   */
  readonly enquiryEmail?: string;
  /**
   * The sender of enquiry emails: an address of an SES identity verified in the stage's region.
   * @default - no enquiry mailer (warning)
   */
  readonly mailFrom?: string;
  /**
   * Custom domain of the site.
   * @default - the cloudfront.net domain
   */
  readonly domainName?: string;
  /**
   * The stage's public address when it has no domain (docs/decisions/040), e.g. its CloudFront
   * domain from the first deploy's SiteUrl output; the web build must name the same.
   * @default - `https://<domainName>`; without a domain, the distribution's domain (not prod)
   */
  readonly siteUrl?: string;
  /**
   * ACM certificate (us-east-1) for `domainName`.
   * @default - none
   */
  readonly certificateArn?: string;
  /**
   * ARN of the stage's AWS WAF web ACL (CloudFront scope, us-east-1), the output `WebAclArn`
   * of the stack `pawcraft-<stage>-firewall` (infra/edge-firewall.ts, docs/decisions/026).
   * @default - none; `prod` refuses to synthesise without one unless `firewall` is false
   */
  readonly webAclArn?: string;
  /**
   * The VersionId of the origin secret CloudFront sends (docs/operations.md "Rotate the origin secret"):
   * a new one changes the template, so CloudFormation reads the secret again.
   * @default - the secret's current version when the distribution is first made or changed
   */
  readonly originSecretVersion?: string;
  /**
   * Routes not built yet, synthesised as if they were in the route table (the stack-size test,
   * docs/decisions/041).
   * @default - none
   */
  readonly plannedRoutes?: readonly PlannedRoute[];
  /**
   * Whether the stage must have a web ACL.
   * @default - true for `prod`, false otherwise
   */
  readonly firewall?: boolean;
}

/** Everything one stage of the site runs on. */
export class PawcraftStack extends Stack {
  readonly dataTable: DataTable;
  readonly uploads: UploadsBucket;
  readonly functions: RouteFunctions;
  readonly httpApi: HttpApi;
  readonly site: SiteDistribution;
  /**
   * The page renderer, when the server build exists (`npm run build`).
   * @default - none: the site serves only the files in its bucket (warning)
   */
  readonly pageRenderer?: PageRenderer;
  readonly alarms: OperationsAlarms;
  /** The stage's one public address (docs/decisions/040): what pages, sitemap and emails name. */
  readonly siteUrl: string;
  /** Makes the variants of each uploaded image (docs/decisions/024). */
  readonly imageVariants: ImageVariants;
  /**
   * Mails every enquiry, when the stage has its mail settings.
   * @default - none (warning)
   */
  readonly enquiryMailer?: EnquiryMailer;
  /** Carries out scheduled publishes and unpublishes through EventBridge Scheduler (docs/decisions/065). */
  readonly scheduledPublishing: ScheduledPublishing;
  /** The Monday digest (docs/decisions/072): only with the enquiry mailer's settings. */
  readonly mondayDigest?: MondayDigest;

  constructor(scope: Construct, id: string, props: PawcraftStackProps) {
    super(scope, id, props);
    if (!/^[a-z][a-z0-9-]{0,15}$/.test(props.stage)) {
      throw new Error(`stage "${props.stage}" must be lower-case letters, digits and dashes`);
    }
    const namePrefix = `pawcraft-${props.stage}`;
    const keepData = props.stage === 'prod';
    if ((props.firewall ?? props.stage === 'prod') && !props.webAclArn) {
      throw new Error(
        `stage ${props.stage} needs its web ACL: deploy pawcraft-${props.stage}-firewall first and pass -c webAclArn=<its WebAclArn output> (or -c firewall=false), see docs/operations.md "Deploy a stage"`,
      );
    }

    const configuredSiteUrl = stageSiteUrl(props);
    const builtFor = props.webBuildDir
      ? checkWebBuildAddress(props.webBuildDir, configuredSiteUrl)
      : new Set();

    this.dataTable = new DataTable(this, 'Data', { tableName: namePrefix, retain: keepData });

    // No fixed name: a deleted secret keeps its name for up to 30 days, which would block
    // re-creating the stage; the generated name still starts with the stack's (stage's) name.
    const sessionSecret = new secretsmanager.Secret(this, 'SessionKey', {
      description: 'HMAC key that signs admin session and CSRF tokens; generated at deploy',
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
    });

    // Only CloudFront may call the API (docs/decisions/028): it sends this secret in an origin
    // header, and every function (and the authorizer) refuses a request without it.
    const originSecret = new secretsmanager.Secret(this, 'OriginSecret', {
      description: 'Value of the header CloudFront adds to API requests; the API refuses others',
      generateSecretString: {
        secretStringTemplate: '{}',
        generateStringKey: 'current',
        passwordLength: 64,
        excludePunctuation: true,
      },
    });

    // Globally unique and fixed, so CloudFront can name the origin before the bucket exists.
    const uploadsBucketName = `${namePrefix}-uploads-${this.account}-${this.region}`;
    this.uploads = new UploadsBucket(this, 'Uploads', { bucketName: uploadsBucketName, retain: keepData });

    this.functions = new RouteFunctions(this, 'Functions', {
      projectRoot: props.projectRoot,
      namePrefix,
      dataTable: this.dataTable,
      uploadsBucket: this.uploads.bucket,
      sessionSecret,
      originSecret,
      plannedRoutes: props.plannedRoutes,
    });

    // Without the server build there is nothing to bundle: synth still works (a checkout
    // without a build, `cdk diff`), with a warning; `npm run deploy` always builds first.
    const hasServerBuild = PageRenderer.canBuild(props.projectRoot);
    if (props.withPageRenderer && !hasServerBuild) {
      throw new Error(`the page renderer needs the server build ${serverBuildFile}: run npm run build first`);
    }
    if (props.withPageRenderer ?? hasServerBuild) {
      this.pageRenderer = new PageRenderer(this, 'PageRenderer', {
        projectRoot: props.projectRoot,
        namePrefix,
        dataTable: this.dataTable,
        uploadsBucketName,
        originSecret,
      });
    } else if (!hasServerBuild) {
      Annotations.of(this).addWarningV2(
        'pawcraft:noServerBuild',
        `No server build at ${serverBuildFile}: the page renderer is left out, so only the build's files are served, no page. Run npm run build first.`,
      );
    }

    this.httpApi = new HttpApi(this, 'Http', {
      namePrefix,
      functions: this.functions,
      plannedRoutes: props.plannedRoutes,
      // The page the contact forms post to (docs/decisions/046).
      formPageRenderer: this.pageRenderer?.formPageFunction,
    });

    // Variants of every uploaded image, made once on upload (docs/decisions/024).
    this.imageVariants = new ImageVariants(this, 'ImageVariants', {
      projectRoot: props.projectRoot,
      namePrefix,
      uploadsBucket: this.uploads.bucket,
      dataTable: this.dataTable,
    });

    this.scheduledPublishing = new ScheduledPublishing(this, 'ScheduledPublishing', {
      projectRoot: props.projectRoot,
      namePrefix,
      dataTable: this.dataTable,
      uploadsBucket: this.uploads.bucket,
    });

    this.site = new SiteDistribution(this, 'Site', {
      namePrefix,
      apiDomainName: `${this.httpApi.api.apiId}.execute-api.${this.region}.${this.urlSuffix}`,
      uploadsBucketName,
      webBuildDir: props.webBuildDir,
      pageRendererUrl: this.pageRenderer?.functionUrl,
      formPagePath: this.pageRenderer ? contactFormPagePath : undefined,
      domainName: props.domainName,
      certificateArn: props.certificateArn,
      webAclArn: props.webAclArn,
      // A CloudFormation dynamic reference: resolved at deploy, never in the template or cdk.out.
      apiOriginHeaders: {
        [originVerifyHeader]: SecretValue.secretsManager(originSecret.secretArn, {
          jsonField: 'current',
          versionId: props.originSecretVersion,
        }).unsafeUnwrap(),
      },
    });
    this.site.grantUploadsRead(this.uploads.bucket);
    this.siteUrl = configuredSiteUrl ?? this.site.siteOrigin;
    this.functions.giveSiteUrl(this.siteUrl);
    if (!configuredSiteUrl) {
      Annotations.of(this).addWarningV2(
        'pawcraft:siteUrlFromDistribution',
        `Stage ${props.stage} has no -c domainName or -c siteUrl: its address is its CloudFront domain, known once deployed; the web build names ${[...builtFor].join(', ') || 'none'}. npm run deploy builds and deploys again with it (docs/operations.md "Deploy a stage").`,
      );
    }

    if (props.mailFrom) {
      this.functions.enableAccountMail({ mailFrom: props.mailFrom });
    }
    if (props.enquiryEmail && props.mailFrom) {
      const mail: MailFunctionProps = {
        projectRoot: props.projectRoot,
        namePrefix,
        dataTable: this.dataTable,
        enquiryEmail: props.enquiryEmail,
        mailFrom: props.mailFrom,
        siteUrl: this.siteUrl,
      };
      this.enquiryMailer = new EnquiryMailer(this, 'EnquiryMailer', mail);
      this.mondayDigest = new MondayDigest(this, 'MondayDigest', mail);
    } else {
      Annotations.of(this).addWarningV2(
        'pawcraft:noEnquiryMailer',
        props.mailFrom
          ? 'No -c enquiryEmail=…: enquiries are stored but nobody is emailed about them (docs/operations.md, "Deploy a stage").'
          : 'No -c enquiryEmail=… and -c mailFrom=…: enquiries are stored but nobody is emailed about them, and admins get no invitation or password-reset emails (docs/operations.md, "Deploy a stage").',
      );
    }
    this.uploads.allowBrowserUploadsFrom(this.siteUrl);

    this.alarms = new OperationsAlarms(this, 'Alarms', {
      namePrefix,
      api: this.httpApi.api,
      functions: [
        ...this.functions.functions.values(),
        ...(this.pageRenderer ? [this.pageRenderer.function, this.pageRenderer.formPageFunction] : []),
        ...(this.enquiryMailer ? [this.enquiryMailer.function] : []),
        this.imageVariants.function,
        this.scheduledPublishing.function,
        this.scheduledPublishing.keeper,
        ...(this.mondayDigest ? [this.mondayDigest.function] : []),
      ],
      deadLetterQueues: {
        ...(this.enquiryMailer && {
          'enquiry-mail-dead-letters': {
            queue: this.enquiryMailer.deadLetterQueue,
            description:
              'An enquiry could not be mailed after every retry (the message is in the dashboard; see docs/decisions/022)',
          },
        }),
        'publishing-schedule-dead-letters': {
          queue: this.scheduledPublishing.scheduleDeadLetterQueue,
          description:
            'EventBridge Scheduler gave up invoking scheduled-publishing (a one-time schedule or the sweep) after its retries; each sweep still tries every due change (see docs/operations.md "Scheduled publishing", docs/decisions/065)',
        },
        'schedule-keeper-dead-letters': {
          queue: this.scheduledPublishing.keeperDeadLetterQueue,
          description:
            'The schedule keeper could not make or delete the schedule of a scheduled publish or unpublish; the sweep still carries it out within minutes of its time (see docs/operations.md "Scheduled publishing", docs/decisions/065)',
        },
        ...(this.mondayDigest && {
          'monday-digest-dead-letters': {
            queue: this.mondayDigest.deadLetterQueue,
            description:
              'The Monday digest was not sent: Scheduler gave up invoking it, or it failed three times (see docs/operations.md "The Monday digest", docs/decisions/072)',
          },
        }),
        'image-variant-dead-letters': {
          queue: this.imageVariants.deadLetterQueue,
          description:
            'An upload got no variants, or its posts no image facts, after three tries (the dashboard shows a photo without variants failed with a Retry, and a save naming it is refused; a post without facts shows its placeholder until its next save or npm run admin -- migrate; see docs/decisions/024, 058)',
        },
      },
      uncertainEnquiryMail: this.enquiryMailer?.uncertainMails,
      unsettledPhotoTags: this.functions.unsettledPhotoTags,
      renderFailures: this.pageRenderer?.renderFailures,
      table: this.dataTable.table,
      alarmEmail: props.alarmEmail,
    });

    new CfnOutput(this, 'SiteUrl', { value: this.siteUrl });
    new CfnOutput(this, 'ApiUrl', { value: this.httpApi.api.apiEndpoint });
    new CfnOutput(this, 'DistributionId', { value: this.site.distribution.distributionId });
    new CfnOutput(this, 'TableName', { value: this.dataTable.table.tableName });
    new CfnOutput(this, 'UploadsBucketName', { value: this.uploads.bucket.bucketName });
    new CfnOutput(this, 'SiteBucketName', { value: this.site.siteBucket.bucketName });
    new CfnOutput(this, 'AlarmTopicArn', { value: this.alarms.topic.topicArn });
    if (this.pageRenderer) {
      new CfnOutput(this, 'PageRendererName', { value: this.pageRenderer.function.functionName });
    }
  }
}
