/** The API's paths (SPEC §7), so the browser and the tests name routes one way. */
export const ApiPaths = {
  auth: {
    user: '/api/auth/user',
    login: '/api/auth/login',
    logout: '/api/auth/logout',
  },
  products: {
    list: '/api/products',
    one: (id: number | string) => `/api/products/${id}`,
  },
  status: '/api/status',
  images: (file: string) => `/api/images/${file}`,
  admin: {
    products: {
      list: '/api/admin/products',
      one: (id: number | string) => `/api/admin/products/${id}`,
      publish: (id: number | string) => `/api/admin/products/${id}/publish`,
    },
    categories: {
      list: '/api/admin/categories',
      one: (id: number | string) => `/api/admin/categories/${id}`,
    },
  },
} as const;
