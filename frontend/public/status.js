const status = document.getElementById('api-status');
fetch('/api/auth/user', { credentials: 'include' })
  .then((res) => {
    status.textContent = res.ok ? 'API online: signed in.' : res.status === 401 ? 'API online.' : `API answered ${res.status}.`;
  })
  .catch(() => {
    status.textContent = 'API unreachable.';
  });

const catalogue = document.getElementById('catalogue');
const price = (p) => (p.price === null ? '' : /^\d+(\.\d+)?$/.test(p.price) ? `${p.currency === 'USD' ? '$' : `${p.currency} `}${p.price}` : p.price);

fetch('/api/products')
  .then((res) => (res.ok ? res.json() : []))
  .then((products) => {
    for (const product of products) {
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
      cost.textContent = price(product);
      body.append(name, maker, cost);
      card.append(img, body);
      catalogue.append(card);
    }
  })
  .catch(() => undefined);
