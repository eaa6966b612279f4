/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  // Pages-router i18n routing: /sv/..., /en/..., /de/...; English is the default.
  i18n: { locales: ['en', 'sv', 'de'], defaultLocale: 'en' },
};

export default nextConfig;
