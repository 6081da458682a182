import type { Role } from '@app/contract/common';
import { DEMO_DOMAIN } from './company';

/** Known demo passwords, one per role; none is in lib/common-passwords.txt (checked when seeding). */
export const DEMO_PASSWORDS: Record<Role, string> = {
  admin: 'Levante-Admin-2026',
  office: 'Levante-Oficina-2026',
  usuario: 'Levante-Equipo-2026',
};

type DemoUser = { name: string; email: string; role: Role; phone: string };

const user = (name: string, local: string, role: Role, phone: string): DemoUser => ({
  name,
  email: `${local}@${DEMO_DOMAIN}`,
  role,
  phone,
});

/** An admin, two office staff and eight usuarios: all active, verified and able to sign in. */
export const DEMO_USERS: readonly DemoUser[] = [
  user('Marta Ruiz Soler', 'marta.ruiz', 'admin', '+34 611 204 318'),
  user('Javier Morales Gil', 'javier.morales', 'office', '+34 622 517 093'),
  user('Lucía Fernández Prieto', 'lucia.fernandez', 'office', '+34 633 780 412'),
  user('Carlos Navarro Ortega', 'carlos.navarro', 'usuario', '+34 644 129 857'),
  user('Elena Castro Vidal', 'elena.castro', 'usuario', '+34 655 302 641'),
  user('Sergio Romero Díaz', 'sergio.romero', 'usuario', '+34 666 478 205'),
  user('Paula Jiménez Herrera', 'paula.jimenez', 'usuario', '+34 677 915 336'),
  user('Daniel Torres Molina', 'daniel.torres', 'usuario', '+34 688 643 170'),
  user('Carmen Delgado Rubio', 'carmen.delgado', 'usuario', '+34 699 258 794'),
  user('Alberto Sanz Medina', 'alberto.sanz', 'usuario', '+34 610 837 462'),
  user('Nuria Vázquez Campos', 'nuria.vazquez', 'usuario', '+34 620 491 583'),
];
