import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn, VersionColumn } from 'typeorm';
import { DEFAULT_AVAILABILITY } from '@lora/contracts';

/** SPEC §3 products. Price is decimal(10,2), read and written as a string. */
@Entity({ name: 'products' })
export class Product {
  @PrimaryGeneratedColumn() id: number;
  /** Unique as `name_key` compares names (see catalogue-names.ts); the key is a generated column. */
  @Column({ type: 'text' }) name: string;
  @Column({ type: 'text' }) manufacturer: string;
  @Column({ type: 'text' }) description: string;
  @Column({ type: 'text', nullable: true }) model: string | null;
  @Column({ type: 'text', nullable: true }) category: string | null;
  @Column({ name: 'categoryId', type: 'integer', nullable: true }) categoryId: number | null;
  @Column({ name: 'shortDescription', type: 'text', nullable: true }) shortDescription: string | null;
  @Column({ type: 'numeric', precision: 10, scale: 2, nullable: true }) price: string | null;
  @Column({ type: 'text', default: 'USD' }) currency: string;
  @Column({ type: 'text', nullable: true }) image: string | null;
  @Column({ name: 'imageGallery', type: 'text', array: true, default: () => "'{}'" }) imageGallery: string[];
  /**
   * A json column, not jsonb: its keys stay in the order they were entered (1765584000000-catalog-specifications-order.ts).
   * Mapped as simple-json so that a save compares it as text: TypeORM compares json columns ignoring key order, and
   * would not write the same specifications put in another order.
   */
  @Column({ type: 'simple-json', default: () => "'{}'" }) specifications: Record<string, string>;
  @Column({ type: 'text', array: true, default: () => "'{}'" }) features: string[];
  @Column({ type: 'text', array: true, default: () => "'{}'" }) tags: string[];
  @Column({ type: 'text', nullable: true }) dimensions: string | null;
  @Column({ type: 'text', nullable: true }) weight: string | null;
  @Column({ name: 'powerRequirements', type: 'text', nullable: true }) powerRequirements: string | null;
  @Column({ name: 'operatingTemp', type: 'text', nullable: true }) operatingTemp: string | null;
  @Column({ type: 'text', array: true, default: () => "'{}'" }) connectivity: string[];
  @Column({ type: 'text', array: true, default: () => "'{}'" }) certifications: string[];
  @Column({ type: 'text', nullable: true }) datasheet: string | null;
  @Column({ type: 'text', nullable: true }) website: string | null;
  @Column({ type: 'text', default: DEFAULT_AVAILABILITY }) availability: string;
  @Column({ type: 'integer', nullable: true }) stock: number | null;
  @Column({ name: 'minOrderQty', type: 'integer', default: 1 }) minOrderQty: number;
  @Column({ name: 'leadTime', type: 'text', nullable: true }) leadTime: string | null;
  @Column({ name: 'isActive', type: 'boolean', default: true }) isActive: boolean;
  @Column({ name: 'isFeatured', type: 'boolean', default: false }) isFeatured: boolean;
  @Column({ name: 'isPublished', type: 'boolean', default: false }) isPublished: boolean;
  @Column({ name: 'sortOrder', type: 'integer', default: 0 }) sortOrder: number;
  /** null means "the product name"; resolved when answering so it follows renames. */
  @Column({ name: 'seoTitle', type: 'text', nullable: true }) seoTitle: string | null;
  /** null means "the description". */
  @Column({ name: 'seoDescription', type: 'text', nullable: true }) seoDescription: string | null;
  @Column({ type: 'boolean', default: true }) lorawan: boolean;
  @Column({ type: 'text', nullable: true }) range: string | null;
  @Column({ name: 'batteryLife', type: 'text', nullable: true }) batteryLife: string | null;
  /** Moves on every save (TypeORM's version column): a save or delete based on an older one is refused. */
  @VersionColumn({ type: 'integer' }) version: number;
  @CreateDateColumn({ name: 'createdAt', type: 'timestamptz' }) createdAt: Date;
  @UpdateDateColumn({ name: 'updatedAt', type: 'timestamptz' }) updatedAt: Date;
}
