const m = () => { global.gc(); global.gc(); const u = process.memoryUsage(); return `rss=${(u.rss/1048576).toFixed(0)} heap=${(u.heapUsed/1048576).toFixed(1)} total=${(u.heapTotal/1048576).toFixed(1)} ext=${(u.external/1048576).toFixed(1)}`; };
console.log('base', m());
await import('../runtime/dist/index.js'); console.log('runtime', m());
await import('./dist/catalog.module.js'); console.log('catalog.module', m());
await new Promise(r=>setTimeout(r,3000)); console.log('later', m());
