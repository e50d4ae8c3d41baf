import { STUDENT_ROUTES, type StudentRouteName } from '@redress/domain';
import { BuildingPage, loadable } from '@redress/web-ui';
import type { ComponentType } from 'react';

function building(title: string): ComponentType {
  return function PageBeingBuilt() {
    return <BuildingPage title={title} />;
  };
}

// A Record over every route name: adding a route to the shared table without a page here is a
// type error, so the host can never send a URL this remote does not handle.
const PAGES: Record<StudentRouteName, ComponentType> = {
  home: loadable(() => import('../features/home/pages/HomePage')),
  login: building('Sign In'),
  dashboard: building('Dashboard'),
  input: building('Submit an Issue'),
  analysis: building('Analysis'),
  draft: building('Draft Your Appeal or Complaint'),
  about: building('Our Story'),
  help: building('Help Center'),
  helpArticle: building('Help Article'),
  support: building('Support Services'),
  supportEditor: building('Editor Support'),
  services: building('Services'),
  checkout: building('Checkout'),
  paymentTest: building('Payment Test'),
  paymentSuccess: building('Payment Success'),
  remix: building('Remix'),
  booking: building('Book an Appointment'),
  terms: building('Terms of Service'),
  privacy: building('Privacy Policy'),
  dataDeletion: building('Data Deletion'),
};

export const STUDENT_PAGES = (Object.keys(PAGES) as StudentRouteName[]).map((name) => ({
  path: STUDENT_ROUTES[name],
  Page: PAGES[name],
}));
