import { ArrayType, type Platform, type TransformContext } from '@mikro-orm/core';

/**
 * A text[] column whose every element is written quoted and escaped the way PostgreSQL reads
 * array literals. MikroORM's own marshalling leaves most elements bare, so the text "null"
 * came back as NULL, and escapes JSON-style (\n) where PostgreSQL reads a backslash as quoting
 * the next character.
 */
export class TextArrayType extends ArrayType<string> {
  override convertToDatabaseValue(value: string[] | null, platform: Platform, context?: TransformContext): string | null {
    if (!Array.isArray(value)) return super.convertToDatabaseValue(value, platform, context);
    return textArrayLiteral(value);
  }
}

/** A PostgreSQL array literal of texts, every element quoted and escaped (see TextArrayType). */
export function textArrayLiteral(values: readonly string[]): string {
  return `{${values.map((item) => `"${String(item).replace(/[\\"]/g, (c) => `\\${c}`)}"`).join(',')}}`;
}
