/* arriero-test-util.c: what every test program shares, GLib only
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "arriero-test-util.h"

#include <string.h>

int
compare_names (gconstpointer a,
               gconstpointer b)
{
  return strcmp (*(const char * const *) a, *(const char * const *) b);
}
