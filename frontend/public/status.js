const el = document.getElementById('api-status');
fetch('/api/auth/user', { credentials: 'include' })
  .then((res) => {
    el.textContent = res.ok ? 'API online: signed in.' : res.status === 401 ? 'API online.' : `API answered ${res.status}.`;
  })
  .catch(() => {
    el.textContent = 'API unreachable.';
  });
