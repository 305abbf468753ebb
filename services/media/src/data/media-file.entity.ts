import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import type { MediaCategory, MediaItem } from '@lora/contracts';

/** SPEC §3 media_files; `key` and `thumbnailKeys` name its objects in storage. */
@Entity({ name: 'media_files' })
export class MediaFile {
  @PrimaryColumn({ type: 'text' }) id: string;
  @Column({ type: 'text' }) filename: string;
  @Column({ name: 'originalName', type: 'text' }) originalName: string;
  @Column({ name: 'mimeType', type: 'text' }) mimeType: string;
  @Column({ type: 'text' }) category: MediaCategory;
  @Column({ type: 'text' }) url: string;
  @Column({ name: 'uploadedBy', type: 'text' }) uploadedBy: string;
  @Column({ type: 'integer' }) size: number;
  @Column({ name: 'thumbnailUrl', type: 'text', nullable: true }) thumbnailUrl: string | null;
  /** Every object of the item: the file and its variants. */
  @Column({ name: 'objectKeys', type: 'text', array: true }) objectKeys: string[];
  @Column({ name: 'uploadedAt', type: 'timestamptz', default: () => 'now()' }) uploadedAt: Date;
  @CreateDateColumn({ name: 'createdAt', type: 'timestamptz' }) createdAt: Date;
  @UpdateDateColumn({ name: 'updatedAt', type: 'timestamptz' }) updatedAt: Date;
  /** When it was deleted: it waits in the trash (hidden, its bytes not served) until it is restored or purged. */
  @Column({ name: 'deletedAt', type: 'timestamptz', nullable: true }) deletedAt: Date | null;
}

export const toMediaItem = (f: MediaFile): MediaItem => ({
  id: f.id,
  filename: f.filename,
  originalName: f.originalName,
  mimeType: f.mimeType,
  category: f.category,
  url: f.url,
  uploadedBy: f.uploadedBy,
  size: f.size,
  thumbnailUrl: f.thumbnailUrl,
  uploadedAt: f.uploadedAt.toISOString(),
  createdAt: f.createdAt.toISOString(),
  updatedAt: f.updatedAt.toISOString(),
});
