/* arriero-rules-window.h: the rules reference, by section, searchable
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "alp-game.h"

G_BEGIN_DECLS

#define ARRIERO_TYPE_RULES_WINDOW (arriero_rules_window_get_type ())

G_DECLARE_FINAL_TYPE (ArrieroRulesWindow, arriero_rules_window, ARRIERO, RULES_WINDOW, AdwWindow)

ArrieroRulesWindow *arriero_rules_window_new              (const char         *language);
ArrieroRulesWindow *arriero_rules_window_present          (GtkWindow          *parent,
                                                           const char         *rule);
ArrieroRulesWindow *arriero_rules_window_find             (GtkWindow          *parent);
gboolean            arriero_rules_window_show_rule        (ArrieroRulesWindow *self,
                                                           const char         *rule);
const char         *arriero_rules_window_get_selected     (ArrieroRulesWindow *self);
void                arriero_rules_window_search           (ArrieroRulesWindow *self,
                                                           const char         *text);
GStrv               arriero_rules_window_list_shown       (ArrieroRulesWindow *self);
gboolean            arriero_rules_window_is_rule_in_view  (ArrieroRulesWindow *self,
                                                           const char         *rule);
void                arriero_rules_window_set_game         (ArrieroRulesWindow *self,
                                                           AlpGame            *game);
char               *arriero_rules_window_get_option_text  (ArrieroRulesWindow *self,
                                                           const char         *rule);

void                arriero_rules_install_actions         (GtkWidgetClass     *widget_class);
void                arriero_rules_set_why                 (GtkWidget          *button,
                                                           const char         *rule);

G_END_DECLS
