import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn, VersionColumn } from 'typeorm';
import type { CategoryView } from '@lora/contracts';

@Entity({ name: 'categories' })
export class Category {
  @PrimaryGeneratedColumn() id: number;
  /** Unique as `name_key` compares names (see catalogue-names.ts); the key is a generated column. */
  @Column({ type: 'text' }) name: string;
  @Column({ type: 'text', nullable: true }) description: string | null;
  @Column({ name: 'parentId', type: 'integer', nullable: true }) parentId: number | null;
  @Column({ name: 'isActive', type: 'boolean', default: true }) isActive: boolean;
  @Column({ name: 'sortOrder', type: 'integer', default: 0 }) sortOrder: number;
  /** Moves on every save (TypeORM's version column): a save or delete based on an older one is refused. */
  @VersionColumn({ type: 'integer' }) version: number;
  @CreateDateColumn({ name: 'createdAt', type: 'timestamptz' }) createdAt: Date;
  @UpdateDateColumn({ name: 'updatedAt', type: 'timestamptz' }) updatedAt: Date;
}

export function toCategoryView(c: Category): CategoryView {
  return {
    id: c.id,
    name: c.name,
    description: c.description,
    parentId: c.parentId,
    isActive: c.isActive,
    sortOrder: c.sortOrder,
    version: c.version,
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
  };
}
