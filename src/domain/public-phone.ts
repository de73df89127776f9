/**
 * docs/product.md#contact-form: the public phone is exactly 10 digits when given. In its own
 * zod-free module so the browser's enquiry form does not pull in the schema library.
 */
export const PUBLIC_PHONE = /^\d{10}$/;
export const isValidPublicPhone = (phone: string) => phone === '' || PUBLIC_PHONE.test(phone);
