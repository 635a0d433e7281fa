/* main.c: starts Arriero
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "alp-locale.h"
#include "arriero-application.h"

int
main (int   argc,
      char *argv[])
{
  g_autoptr(ArrieroApplication) app = NULL;

  /* The build tree's translations when run from there (build-aux/run) */
  alp_locale_bind ();

  app = arriero_application_new ();

  return g_application_run (G_APPLICATION (app), argc, argv);
}
