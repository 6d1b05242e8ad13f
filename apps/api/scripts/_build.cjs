// Compiles src/ to dist/ so the migration scripts run the same code as the app.
const { execFileSync } = require('node:child_process');
const { existsSync } = require('node:fs');
const { join } = require('node:path');

module.exports = function build() {
  const root = join(__dirname, '..');
  // scripts/test-all.mjs sets this after its build stage compiled the same tsconfig.build.json.
  if (process.env.OFL_API_DIST_FRESH === '1' && existsSync(join(root, 'dist'))) return join(root, 'dist');
  execFileSync(
    process.execPath,
    [require.resolve('typescript/bin/tsc', { paths: [root] }), '-p', 'tsconfig.build.json'],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
  return join(root, 'dist');
};
