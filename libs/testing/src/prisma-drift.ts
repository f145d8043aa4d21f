import { readFileSync } from 'node:fs';
import { get_dmmf } from '@prisma/prisma-schema-wasm';
import type pg from 'pg';

interface DmmfField {
  name: string;
  dbName: string | null;
  kind: 'scalar' | 'object' | 'enum';
  type: string;
  isList: boolean;
  isRequired: boolean;
  hasDefaultValue: boolean;
  isUpdatedAt?: boolean;
  nativeType?: [string, string[]] | null;
}
interface DmmfModel {
  name: string;
  dbName: string | null;
  fields: DmmfField[];
}

/** Which PostgreSQL types each Prisma scalar type may be stored as. */
const COMPATIBLE: Record<string, string[]> = {
  String: ['text', 'character varying', 'uuid', 'character'],
  Int: ['integer', 'smallint'],
  BigInt: ['bigint'],
  Float: ['double precision', 'real'],
  Decimal: ['numeric'],
  Boolean: ['boolean'],
  DateTime: ['timestamp with time zone', 'timestamp without time zone', 'date'],
  Json: ['jsonb', 'json'],
  Bytes: ['bytea'],
};

/**
 * Differences between a service's schema.prisma and the tables its migrations created in `schema`: missing
 * tables or columns, incompatible types, nullability, and NOT NULL columns without default that the model
 * does not know (inserts through Prisma would fail). Empty when they agree.
 */
export async function findPrismaDrift(schemaPath: string, pool: pg.Pool, schema: string): Promise<string[]> {
  const datamodel = readFileSync(schemaPath, 'utf8');
  const dmmf = JSON.parse(get_dmmf(JSON.stringify({ prismaSchema: datamodel }))) as {
    datamodel: { models: DmmfModel[] };
  };
  const { rows } = await pool.query<{
    table_name: string;
    column_name: string;
    data_type: string;
    is_nullable: 'YES' | 'NO';
    column_default: string | null;
  }>(
    `SELECT table_name, column_name, data_type, is_nullable, column_default
       FROM information_schema.columns WHERE table_schema = $1`,
    [schema],
  );
  const tables = new Map<string, Map<string, (typeof rows)[number]>>();
  for (const row of rows) {
    if (!tables.has(row.table_name)) tables.set(row.table_name, new Map());
    tables.get(row.table_name)!.set(row.column_name, row);
  }
  const problems: string[] = [];
  for (const model of dmmf.datamodel.models) {
    const tableName = model.dbName ?? model.name;
    const columns = tables.get(tableName);
    if (!columns) {
      problems.push(`model ${model.name}: table "${tableName}" does not exist`);
      continue;
    }
    const known = new Set<string>();
    for (const field of model.fields.filter((f) => f.kind !== 'object')) {
      const columnName = field.dbName ?? field.name;
      known.add(columnName);
      const column = columns.get(columnName);
      if (!column) {
        problems.push(`${model.name}.${field.name}: column "${tableName}.${columnName}" does not exist`);
        continue;
      }
      const allowed = field.kind === 'enum' ? ['USER-DEFINED', 'text'] : (COMPATIBLE[field.type] ?? []);
      const dataType = field.isList ? 'ARRAY' : column.data_type;
      if (!field.isList && !allowed.includes(dataType)) {
        problems.push(`${model.name}.${field.name}: Prisma ${field.type} but column is ${column.data_type}`);
      }
      if (field.isList && column.data_type !== 'ARRAY')
        problems.push(`${model.name}.${field.name}: list but column is not an array`);
      const nullable = column.is_nullable === 'YES';
      if (field.isRequired === nullable) {
        problems.push(
          `${model.name}.${field.name}: ${field.isRequired ? 'required' : 'optional'} but column is ${nullable ? 'NULL' : 'NOT NULL'}`,
        );
      }
    }
    for (const [columnName, column] of columns) {
      if (!known.has(columnName) && column.is_nullable === 'NO' && column.column_default === null) {
        problems.push(
          `${model.name}: column "${tableName}.${columnName}" is NOT NULL without default but not in the model`,
        );
      }
    }
  }
  return problems;
}
