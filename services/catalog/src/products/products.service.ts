import { Inject, Injectable } from '@nestjs/common';
import {
  Events,
  MEDIA_USAGE_NAMED,
  ProductInput,
  ServiceBus,
  type DeletedView,
  type HistoryEntry,
  type KeptVersion,
  type MediaUsage,
  type ProductFields,
  type ProductView,
} from '@lora/contracts';
import { assertVersion, notFound, recordState, validatePatch } from '@lora/runtime';
import { productRow } from './product-row.js';
import { resolveCategoryLink } from '../categories/category-link.js';
import { assertNameFree, claimingName } from '../catalogue-names.js';
import { CatalogStore } from '../data/catalog.store.js';

/** A product as its history keeps it. */
const productState = (view: ProductView) => recordState(ProductInput, view);

@Injectable()
export class ProductsService {
  constructor(
    @Inject(CatalogStore) private readonly store: CatalogStore,
    @Inject(ServiceBus) private readonly bus: ServiceBus,
  ) {}

  /** A published, active product; drafts and inactive ones too when the caller is an admin. */
  async get(id: number, includeDrafts = false): Promise<ProductView> {
    const product = await this.store.products.view(id);
    if (!product || (!includeDrafts && !(product.isPublished && product.isActive))) throw notFound(`Product ${id} not found`);
    return product;
  }

  async create(input: ProductInput): Promise<ProductView> {
    const saved = await claimingName(this.store, 'product', input.name, () =>
      this.store.transaction(async (tx) => {
        await assertNameFree(tx, 'product', input.name);
        const id = await tx.products.insert({ ...productRow(input), ...(await resolveCategoryLink(tx.categories, input)) });
        // Read back, so the answer shows what Postgres stored (price scale, defaults).
        const view = (await tx.products.view(id))!;
        await tx.productHistory.keep(id, productState(view));
        return view;
      }),
    );
    await this.bus.announce(Events.catalogChanged, { entity: 'product', action: 'created', id: saved.id });
    return saved;
  }

  /**
   * A partial save: the fields sent replace the stored ones, the rest are kept (a category sent by name or id
   * replaces both). Based on `expectedVersion`, it is refused (412, with the product as stored) when someone saved
   * since; the row is locked while it is checked and written, so two saves of one version cannot both pass. The
   * history keeps the version it wrote.
   */
  async update(id: number, patch: Partial<ProductFields>, expectedVersion?: number): Promise<ProductView> {
    const saved = await claimingName(this.store, 'product', patch.name ?? '', () =>
      this.store.transaction((tx) => this.save(tx, id, expectedVersion, patch)),
    );
    await this.bus.announce(Events.catalogChanged, { entity: 'product', action: 'updated', id });
    return saved;
  }

  /** The kept versions of a product, newest first. */
  async history(id: number): Promise<HistoryEntry[]> {
    if (!(await this.store.products.findById(id))) throw notFound(`Product ${id} not found`);
    return this.store.productHistory.list(id);
  }

  /** One kept version's fields, to compare with the product as it is before restoring it. */
  async keptVersion(id: number, version: number): Promise<KeptVersion> {
    return { version, values: await this.store.productHistory.kept(id, version, 'product') };
  }

  /** Brings back a kept version as a new save (itself a version, so a restore can be undone the same way). */
  async restore(id: number, fromVersion: number, expectedVersion?: number): Promise<ProductView> {
    const patch = (await this.store.productHistory.kept(id, fromVersion, 'product')) as Partial<ProductFields>;
    const saved = await claimingName(this.store, 'product', patch.name ?? '', () =>
      this.store.transaction((tx) => this.save(tx, id, expectedVersion, patch, fromVersion)),
    );
    await this.bus.announce(Events.catalogChanged, { entity: 'product', action: 'updated', id });
    return saved;
  }

  /** One save within `tx`: the stored product locked, its version checked, the patch applied and kept in the history. */
  private async save(
    tx: CatalogStore,
    id: number,
    expectedVersion: number | undefined,
    patch: Partial<ProductFields>,
    restoredFrom?: number,
  ): Promise<ProductView> {
    const product = await tx.products.findById(id, { lock: true });
    if (!product) throw notFound(`Product ${id} not found`);
    await assertVersion('This product', product.version, expectedVersion, () => tx.products.view(id));
    const before = (await tx.products.view(id))!;
    const stored = 'category' in patch || 'categoryId' in patch ? { ...product, category: undefined, categoryId: undefined } : product;
    const input = await validatePatch(ProductInput, stored, patch);
    if (patch.name !== undefined) await assertNameFree(tx, 'product', input.name, id);
    Object.assign(product, productRow(input, product), await resolveCategoryLink(tx.categories, input));
    await tx.products.save(product);
    const after = (await tx.products.view(id))!;
    await tx.productHistory.keep(id, productState(after), { before: productState(before), restoredFrom });
    return after;
  }

  /** The products that show a media file, a few by name, and how many (a file they show is not deleted). */
  async mediaUsage(fileId: string): Promise<MediaUsage> {
    const usage = await this.store.products.mediaUsage(fileId, MEDIA_USAGE_NAMED);
    return { named: usage.named.map((p) => ({ kind: 'product' as const, ...p })), total: usage.total };
  }

  /** Publishing is a save too: the version moves and the history keeps it. */
  async publish(id: number, isPublished: boolean): Promise<ProductView> {
    const saved = await this.store.transaction(async (tx) => {
      if (!(await tx.products.findById(id, { lock: true }))) throw notFound(`Product ${id} not found`);
      const before = (await tx.products.view(id))!;
      await tx.products.setPublished(id, isPublished);
      const after = (await tx.products.view(id))!;
      await tx.productHistory.keep(id, productState(after), { before: productState(before) });
      return after;
    });
    await this.bus.announce(Events.catalogChanged, { entity: 'product', action: 'published', id });
    return saved;
  }

  async remove(id: number, expectedVersion?: number): Promise<DeletedView> {
    await this.store.transaction(async (tx) => {
      const product = await tx.products.findById(id, { lock: true });
      if (!product) throw notFound(`Product ${id} not found`);
      await assertVersion('This product', product.version, expectedVersion, () => tx.products.view(id));
      await tx.products.delete(id);
      await tx.productHistory.forget(id);
    });
    await this.bus.announce(Events.catalogChanged, { entity: 'product', action: 'deleted', id });
    return { id, deleted: true };
  }
}
