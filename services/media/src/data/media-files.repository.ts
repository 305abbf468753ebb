import { IsNull, Not, type EntityManager } from 'typeorm';
import type { MediaCategory } from '@lora/contracts';
import { containing } from '@lora/runtime';
import { MediaFile } from './media-file.entity.js';

/** What a page of the media library is narrowed to. */
export interface MediaFilter {
  category?: MediaCategory;
  /** A case-insensitive substring of the original file name, matched as written. */
  search?: string;
}

/** The media library's queries, over a connection or a transaction. */
export class MediaFilesRepository {
  constructor(private readonly manager: EntityManager) {}

  private get repo() {
    return this.manager.getRepository(MediaFile);
  }

  /** Newest upload first, from `offset`; with how many match. */
  page(filter: MediaFilter, offset: number, limit: number): Promise<[MediaFile[], number]> {
    const builder = this.repo.createQueryBuilder('m').where('m."deletedAt" IS NULL').orderBy('m.uploadedAt', 'DESC').addOrderBy('m.id', 'ASC');
    if (filter.category) builder.andWhere('m.category = :category', { category: filter.category });
    if (filter.search) builder.andWhere(`m."originalName" ILIKE :search`, { search: containing(filter.search) });
    return builder.skip(offset).take(limit).getManyAndCount();
  }

  /** The row in the library (or, `trashed`, in the trash), locked for the rest of the transaction. */
  findForUpdate(id: string, trashed = false): Promise<MediaFile | null> {
    return this.repo.findOne({ where: { id, deletedAt: trashed ? Not(IsNull()) : IsNull() }, lock: { mode: 'pessimistic_write' } });
  }

  /** Moves a file to the trash (`at`) or back out of it (null). */
  async setDeletedAt(id: string, at: Date | null): Promise<void> {
    await this.repo.update({ id }, { deletedAt: at });
  }

  /** Whether the file is in the trash. */
  isTrashed(id: string): Promise<boolean> {
    return this.repo.existsBy({ id, deletedAt: Not(IsNull()) });
  }

  /** Files in the trash since before `before`, a few at a time, locked; rows another replica is purging are skipped. */
  expired(before: Date, limit: number): Promise<MediaFile[]> {
    return this.repo
      .createQueryBuilder('m')
      .where('m."deletedAt" < :before', { before })
      .orderBy('m."deletedAt"')
      .limit(limit)
      .setLock('pessimistic_write')
      .setOnLocked('skip_locked')
      .getMany();
  }

  insert(fields: Partial<MediaFile>): Promise<MediaFile> {
    return this.repo.save(this.repo.create(fields));
  }

  async delete(id: string): Promise<void> {
    await this.repo.delete({ id });
  }
}
