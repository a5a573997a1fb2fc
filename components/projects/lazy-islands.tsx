'use client';

import dynamic from 'next/dynamic';

/*
 * Every project page is one route, and a route's client components load with each of its pages:
 * through these, the gallery, the schedule chooser and the enquiry (the contact form, and the
 * WhatsApp link that names the chosen unit) are chunks of their own, which only a page that renders
 * them loads (a delivered project's page renders none). They are still rendered on
 * the server, so the page's HTML holds their photos and tables.
 */
export const Gallery = dynamic(() => import('@/components/hotels/gallery').then((module) => module.Gallery));
export const ScheduleChooser = dynamic(() => import('./schedule/schedule-chooser').then((module) => module.ScheduleChooser));
export const EnquiryForm = dynamic(() => import('@/components/contact/contact-form').then((module) => module.ContactForm));
export const UnitWhatsapp = dynamic(() => import('./unit-whatsapp').then((module) => module.UnitWhatsapp));
