'use client';

/*
 * The islands only a project on sale's page has, in one module so that they load as one chunk:
 * what they share (the unit chosen in the address, the money and date formats) comes once.
 */
export { ContactFormWhenNear as EnquiryForm } from '@/components/contact/contact-form-when-near';
export { ScheduleChooser } from './schedule/schedule-chooser';
export { UnitWhatsapp } from './unit-whatsapp';
