/* arriero-test-form-entry.h: entering a value into a question form as a
 * player would, counting the interactions it takes
 *
 * Part of the test library of tests/lib (libarriero-test-app).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>
#include <json-glib/json-glib.h>

#include "arriero-form.h"

G_BEGIN_DECLS

/* Enters @value through @form's own widgets (buttons clicked, spins and
 * entries typed into, drop-downs opened and picked from) and returns how
 * many interactions that took; asserts that the form then gives @value
 * (lists of ids compared as sets with repeats: a form lists them in its
 * own order) */
guint        arriero_test_form_enter     (ArrieroForm *form,
                                          JsonNode    *value);

/* The first form under @root (a question, a page), or NULL */
ArrieroForm *arriero_test_find_form      (GtkWidget   *root);

/* How many widgets under @root are named @name (placed icons share one) */
guint        arriero_test_count_named    (GtkWidget   *root,
                                          const char  *name);

/* Whether @a and @b are the same value, lists of ids as sets with repeats */
gboolean     arriero_test_form_values_equal (JsonNode *a,
                                             JsonNode *b);

G_END_DECLS
