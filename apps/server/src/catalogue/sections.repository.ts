import type { Section } from '@app/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { sections } from '../db/schema/index.ts';
import { jsonObject, sectionPairs } from './catalogue-json.sql.ts';
import { rawRows } from '../db/raw-rows.ts';

export type SectionRow = typeof sections.$inferSelect;
export type SectionValues = Omit<typeof sections.$inferInsert, 'id' | 'created_at' | 'updated_at'>;

/** Drizzle queries on sections (tenant transactions only); reads answer `null` for "not found". */
export const sectionsRepository = {
  /** The section of `menuId`, locked until the transaction ends; null when not in that menu. */
  async findForUpdate(tx: Tx, menuId: number, id: number): Promise<SectionRow | null> {
    const [row] = await tx
      .select()
      .from(sections)
      .where(and(eq(sections.id, id), eq(sections.menu_id, menuId)))
      .limit(1)
      .for('update');
    return row ?? null;
  },

  /** The section wherever it is, locked until the transaction ends. */
  async findAnyForUpdate(tx: Tx, id: number): Promise<SectionRow | null> {
    const [row] = await tx
      .select()
      .from(sections)
      .where(eq(sections.id, id))
      .limit(1)
      .for('update');
    return row ?? null;
  },

  /** The section in the API's shape (ZSection). */
  async read(tx: Tx, id: number): Promise<Section | null> {
    const [row] = await rawRows<{ section: Section }>(
      tx,
      sql`select ${jsonObject(sectionPairs('s'))} as section from sections s where s.id = ${id}`,
    );
    return row?.section ?? null;
  },

  async insert(tx: Tx, values: SectionValues): Promise<number> {
    const [row] = await tx.insert(sections).values(values).returning({ id: sections.id });
    return row!.id;
  },

  async update(tx: Tx, id: number, patch: Partial<SectionValues>): Promise<void> {
    await tx
      .update(sections)
      .set({ ...patch, updated_at: new Date() })
      .where(eq(sections.id, id));
  },

  async delete(tx: Tx, id: number): Promise<void> {
    await tx.delete(sections).where(eq(sections.id, id));
  },
};
