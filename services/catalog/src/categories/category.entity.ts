import { BeforeInsert, BeforeUpdate, Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { nameKey, type CategoryView } from '@lora/contracts';

@Entity({ name: 'categories' })
export class Category {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'text' }) name: string;
  /** The name as uniqueness compares it (`nameKey`); unique, so parallel writes cannot both take a name. */
  @Column({ name: 'nameKey', type: 'text', select: false }) nameKey: string;
  @Column({ type: 'text', nullable: true }) description: string | null;
  @Column({ name: 'parentId', type: 'integer', nullable: true }) parentId: number | null;
  @Column({ name: 'isActive', type: 'boolean', default: true }) isActive: boolean;
  @Column({ name: 'sortOrder', type: 'integer', default: 0 }) sortOrder: number;
  @CreateDateColumn({ name: 'createdAt', type: 'timestamptz' }) createdAt: Date;
  @UpdateDateColumn({ name: 'updatedAt', type: 'timestamptz' }) updatedAt: Date;

  @BeforeInsert()
  @BeforeUpdate()
  keyName(): void {
    this.nameKey = nameKey(this.name);
  }
}

export function toCategoryView(c: Category): CategoryView {
  return {
    id: c.id,
    name: c.name,
    description: c.description,
    parentId: c.parentId,
    isActive: c.isActive,
    sortOrder: c.sortOrder,
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
  };
}
