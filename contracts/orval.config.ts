import { defineConfig } from 'orval';

const input = { target: './openapi.json' };

export default defineConfig({
  // React Query hooks and their types, one folder per OpenAPI tag, calling the app's axios instance.
  client: {
    input,
    output: {
      mode: 'tags-split',
      target: 'src/generated',
      schemas: 'src/generated/model',
      client: 'react-query',
      httpClient: 'axios',
      clean: ['src/generated/!(zod)/**'],
      override: {
        mutator: { path: 'src/http/mutator.ts', name: 'customInstance' },
        query: { useQuery: true, useSuspenseQuery: true },
      },
    },
  },
  // zod schemas of the same operations, for validating forms before they reach the API.
  zod: {
    input,
    output: {
      mode: 'tags-split',
      target: 'src/generated/zod',
      client: 'zod',
      fileExtension: '.zod.ts',
      clean: true,
    },
  },
});
