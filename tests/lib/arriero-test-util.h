/* arriero-test-util.h: what every test program shares, GLib only
 *
 * Part of the test library of tests/lib (libarriero-test-util), linked by
 * the engine, CLI, i18n and app tests alike.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* A GCompareFunc for g_ptr_array_sort() over strings: tests registered
 * from a folder's files come in name order, whatever the file system's */
int compare_names (gconstpointer a,
                   gconstpointer b);

/* A GCompareFunc for qsort() and g_array_sort() over gint64s: the
 * benchmarks' medians */
int compare_gint64 (gconstpointer a,
                    gconstpointer b);

/* The CPU time of every thread of the process, in microseconds: what a
 * benchmark spent, however busy the machine */
gint64 process_cpu_time (void);

G_END_DECLS
