export const SERVICE_VERSION = '0.1.0';
