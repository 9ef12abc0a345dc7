/** Import cycles, type-only imports included, are refused everywhere (`npm run lint`). */
module.exports = {
  forbidden: [
    {
      name: 'no-import-cycle',
      severity: 'error',
      comment:
        'This import closes a cycle. Move what both files need to a third file that neither imports back ' +
        '(for types, a leaf module of types).',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    // Type-only imports count: a cycle through types still ties the two modules together.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(dist|node_modules|data|migrations)/' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.mts', '.d.mts'] },
  },
};
