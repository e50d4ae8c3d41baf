import type { ThemeConfig } from 'antd';

/** antd follows the product's palette and type so admin pages match the shell around them. */
export const adminTheme: ThemeConfig = {
  token: {
    colorPrimary: '#1d3b5f',
    colorError: '#b42318',
    borderRadius: 10,
    fontFamily:
      "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
};
