/* arriero-table-part.h: a part of the table the board shows, bound to the game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "alp-game.h"

G_BEGIN_DECLS

/* How a clickable item of a part is marked for the pick under way */
typedef enum
{
  ARRIERO_MARK_NONE,
  ARRIERO_MARK_TARGET,    /* a legal pick */
  ARRIERO_MARK_REFUSED,   /* the rules refuse it: its reason says why */
} ArrieroMark;

#define ARRIERO_TYPE_TABLE_PART (arriero_table_part_get_type ())

G_DECLARE_DERIVABLE_TYPE (ArrieroTablePart, arriero_table_part, ARRIERO, TABLE_PART, GtkWidget)

struct _ArrieroTablePartClass
{
  GtkWidgetClass parent_class;

  /* shows the game anew: after every change, and when it is swapped */
  void (*update) (ArrieroTablePart *self,
                  AlpGame          *game);

  /* which item shows @pick, a target of the pick under way; FALSE when
   * the part does not show it */
  gboolean (*find_pick) (ArrieroTablePart *self,
                         AlpGame          *game,
                         const AlpPick    *pick,
                         guint            *index);
};

AlpGame     *arriero_table_part_get_game      (ArrieroTablePart *self);
void         arriero_table_part_set_game      (ArrieroTablePart *self,
                                               AlpGame          *game);
void         arriero_table_part_set_child     (ArrieroTablePart *self,
                                               GtkWidget        *child);
GtkWidget   *arriero_table_part_add_item      (ArrieroTablePart *self,
                                               guint             index);
void         arriero_table_part_remove_items  (ArrieroTablePart *self);
GtkWidget   *arriero_table_part_get_item      (ArrieroTablePart *self,
                                               guint             index);
GtkWidget   *arriero_table_part_get_item_box  (ArrieroTablePart *self,
                                               guint             index);
gboolean     arriero_table_part_set_item_text (ArrieroTablePart *self,
                                               guint             index,
                                               const char       *name);
const char  *arriero_table_part_get_item_text (ArrieroTablePart *self,
                                               guint             index);
void         arriero_table_part_set_mark      (ArrieroTablePart *self,
                                               guint             index,
                                               ArrieroMark       mark,
                                               const char       *reason);
ArrieroMark  arriero_table_part_get_mark      (ArrieroTablePart *self,
                                               guint             index);
void         arriero_table_part_clear_marks   (ArrieroTablePart *self);
void         arriero_table_part_begin_marks   (ArrieroTablePart *self);
void         arriero_table_part_end_marks     (ArrieroTablePart *self);
gboolean     arriero_table_part_mark_pick     (ArrieroTablePart *self,
                                               const AlpPick    *pick,
                                               ArrieroMark       mark,
                                               const char       *reason);
gboolean     arriero_table_part_get_item_pick (ArrieroTablePart *self,
                                               guint             index,
                                               AlpPick          *pick);
GtkWidget   *arriero_table_part_get_first_target (ArrieroTablePart *self);
void         arriero_table_part_update        (ArrieroTablePart *self);

/* Helpers the parts share to fill an item */
GtkWidget   *arriero_section_new              (const char       *title,
                                               GtkWidget        *content);
GtkWidget   *arriero_box_add_row              (GtkWidget        *box);
GtkFlowBox  *arriero_item_flow_new            (guint             min_per_line,
                                               guint             max_per_line);
/* alp_game_get_farmland_farmers() or alp_game_get_village_farmers() */
typedef guint (*ArrieroFarmersFunc)            (AlpGame          *game,
                                               AlpRegion         region,
                                               guint             player);

void         arriero_describe_farmers         (GString          *str,
                                               AlpGame          *game,
                                               AlpRegion         region,
                                               ArrieroFarmersFunc farmers);
void         arriero_box_add_farmers          (GtkWidget        *row,
                                               AlpGame          *game,
                                               AlpRegion         region,
                                               ArrieroFarmersFunc farmers);
GtkWidget   *arriero_box_add_head             (GtkWidget        *box,
                                               const GdkRGBA    *colour,
                                               const char       *title);
void         arriero_box_clear                (GtkWidget        *box);
void         arriero_box_begin                (GtkWidget        *box);
void         arriero_box_end                  (GtkWidget        *box);
void         arriero_box_add_icon             (GtkWidget        *box,
                                               const char       *icon_name,
                                               const char       *words,
                                               const char       *count);
GtkWidget   *arriero_box_add_label            (GtkWidget        *box,
                                               const char       *text,
                                               const char       *css_class);
void         arriero_box_add_swatch           (GtkWidget        *box,
                                               const GdkRGBA    *colour,
                                               const char       *words);

G_END_DECLS
