/** The product's name, shown in the login footer, the side navigation and the page title. */
export const PRODUCT_NAME = 'Back Office';
