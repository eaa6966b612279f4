/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  // Several builds side by side (a developer's tests and screenshots) each get their own folder.
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  // Pages-router i18n routing: /sv/..., /en/..., /de/...; English is the default.
  i18n: { locales: ['en', 'sv', 'de'], defaultLocale: 'en' },
};

export default nextConfig;
