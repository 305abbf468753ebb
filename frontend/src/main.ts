import { ApiPaths, DEFAULT_CURRENCY, isApiErrorBody, type ProductView } from '@lora/api';

function byId(id: string): HTMLElement {
  const element = document.getElementById(id);
  if (!element) throw new Error(`index.html has no #${id}`);
  return element;
}

async function showApiStatus(status: HTMLElement): Promise<void> {
  try {
    const res = await fetch(ApiPaths.auth.user, { credentials: 'include' });
    if (res.ok) status.textContent = 'API online: signed in.';
    else if (res.status === 401) status.textContent = 'API online.';
    else {
      const body: unknown = await res.json().catch(() => undefined);
      const detail = isApiErrorBody(body) ? `: ${[body.message].flat().join('; ')}` : '';
      status.textContent = `API answered ${res.status}${detail}.`;
    }
  } catch {
    status.textContent = 'API unreachable.';
  }
}

/** "$129.90" for US dollars, "EUR 129.90" for other currencies; a price that is not a number is shown as it is. */
function formatPrice({ price, currency }: ProductView): string {
  if (price === null) return '';
  if (!/^\d+(\.\d+)?$/.test(price)) return price;
  const code = currency || DEFAULT_CURRENCY;
  return code === 'USD' ? `$${price}` : `${code} ${price}`;
}

function productCard(product: ProductView): HTMLElement {
  const card = document.createElement('article');
  card.className = 'card';
  const img = document.createElement('img');
  img.loading = 'lazy';
  img.alt = product.name;
  if (product.image) {
    img.src = product.image;
    // webp first, jpeg when the browser cannot show it.
    img.addEventListener('error', () => { if (img.src.endsWith('.webp')) img.src = img.src.replace(/\.webp$/, '.jpg'); }, { once: true });
  }
  const body = document.createElement('div');
  const name = document.createElement('h2');
  name.textContent = product.name;
  const maker = document.createElement('small');
  maker.textContent = `by ${product.manufacturer} · ${product.category ?? ''}`;
  const cost = document.createElement('strong');
  cost.textContent = formatPrice(product);
  body.append(name, maker, cost);
  card.append(img, body);
  return card;
}

async function showCatalogue(catalogue: HTMLElement): Promise<void> {
  try {
    const res = await fetch(ApiPaths.products.list);
    const products: ProductView[] = res.ok ? await res.json() : [];
    catalogue.append(...products.map(productCard));
  } catch {
    // No catalogue when the API is down; the status line says so.
  }
}

void showApiStatus(byId('api-status'));
void showCatalogue(byId('catalogue'));
