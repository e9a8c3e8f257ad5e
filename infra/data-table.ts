import { RemovalPolicy } from 'aws-cdk-lib';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';
import {
  gsi1Name,
  gsi2Definition,
  streamViewType,
  tableDefinition,
  ttlAttribute,
} from '../shared/table-definition.ts';

export interface DataTableProps {
  /** Table name, e.g. `pawcraft-prod`. */
  readonly tableName: string;
  /**
   * Keep the table when the stack is deleted and refuse deletes (prod).
   * @default false - dev tables are destroyed with their stack
   */
  readonly retain?: boolean;
}

/**
 * The single table (docs/decisions/001), built from the same definition the local stack
 * creates it from: keys, GSI1 and the TTL attribute cannot drift between the two.
 */
export class DataTable extends Construct {
  readonly table: dynamodb.Table;

  constructor(scope: Construct, id: string, props: DataTableProps) {
    super(scope, id);
    const definition = tableDefinition(props.tableName);
    const key = (type: 'HASH' | 'RANGE') => {
      const name = definition.KeySchema?.find((k) => k.KeyType === type)?.AttributeName;
      if (!name) throw new Error(`table definition has no ${type} key`);
      return { name, type: dynamodb.AttributeType.STRING };
    };
    const index = definition.GlobalSecondaryIndexes?.find((i) => i.IndexName === gsi1Name);
    const indexKey = index?.KeySchema?.find((k) => k.KeyType === 'HASH')?.AttributeName;
    if (!indexKey || index?.Projection?.ProjectionType !== 'ALL')
      throw new Error('table definition lost GSI1');

    this.table = new dynamodb.Table(this, 'Table', {
      tableName: props.tableName,
      partitionKey: key('HASH'),
      sortKey: key('RANGE'),
      billingMode: dynamodb.BillingMode.PAY_PER_REQUEST,
      timeToLiveAttribute: ttlAttribute,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: props.retain ?? false,
      // Kept on update and delete, but not after a failed create: a first deploy that rolls
      // back leaves no table behind to block its own retry (docs/decisions/040).
      removalPolicy: props.retain ? RemovalPolicy.RETAIN_ON_UPDATE_OR_DELETE : RemovalPolicy.DESTROY,
      // New item images for the enquiry mailer (docs/decisions/022) and the schedule keeper,
      // which reads a removed marker's keys (docs/decisions/065).
      stream: dynamodb.StreamViewType[streamViewType],
    });
    this.table.addGlobalSecondaryIndex({
      indexName: gsi1Name,
      partitionKey: { name: indexKey, type: dynamodb.AttributeType.STRING },
      projectionType: dynamodb.ProjectionType.ALL,
    });
    const [gsi2Hash, gsi2Range] = gsi2Definition.KeySchema ?? [];
    if (!gsi2Hash?.AttributeName || !gsi2Range?.AttributeName) throw new Error('table definition lost GSI2');
    this.table.addGlobalSecondaryIndex({
      indexName: gsi2Definition.IndexName ?? '',
      partitionKey: { name: gsi2Hash.AttributeName, type: dynamodb.AttributeType.STRING },
      sortKey: { name: gsi2Range.AttributeName, type: dynamodb.AttributeType.STRING },
      projectionType: dynamodb.ProjectionType.ALL,
    });
  }

  /** ARN of GSI1, for grants that Query the index. */
  get indexArn(): string {
    return `${this.table.tableArn}/index/${gsi1Name}`;
  }

  /** ARN of GSI2 (lists by status), for grants that Query it. */
  get statusIndexArn(): string {
    return `${this.table.tableArn}/index/${gsi2Definition.IndexName}`;
  }
}
