//! Files that are part of a level but no level themselves (an LDtk level
//! file, a Tiled tileset or template), and which file to give instead.

use std::path::Path;

/// What the file at `path` is and which file to give instead, when its
/// extension says it is part of a level: `.ldtkl` (an LDtk project's level
/// file), `.tsx` or `.tsj` (a Tiled tileset), `.tx` (a Tiled template).
pub(crate) fn part_of_a_level(path: &Path) -> Option<(&'static str, String)> {
    let extension = path.extension()?.to_string_lossy().to_ascii_lowercase();
    match extension.as_str() {
        "ldtkl" => Some(("part of an LDtk project (one level's layers)", project_of(path))),
        "tsx" | "tsj" => Some(("a Tiled tileset", "give a map that uses it (.tmx, .tmj, .json)".into())),
        "tx" => Some(("a Tiled object template", "give a map that uses it (.tmx)".into())),
        _ => None,
    }
}

/// Which project to give for the LDtk level file at `path`: LDtk keeps a
/// project's level files in a folder named after it, beside it.
fn project_of(path: &Path) -> String {
    let folder = path.parent().filter(|f| f.file_name().is_some());
    let project = folder.map(|f| f.with_extension("ldtk")).filter(|p| p.is_file());
    match project {
        Some(project) => {
            let project = project.display();
            format!("give its project, `{project}` (`{project}#LEVEL` names one of its levels)")
        }
        None => "give the LDtk project (.ldtk) it belongs to (`PROJECT.ldtk#LEVEL` names one of its levels)"
            .into(),
    }
}
