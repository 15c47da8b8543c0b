//! Tiled's tile data: CSV, or base64 of little-endian 32-bit global tile
//! ids, optionally compressed with zlib or gzip. Every decoder stops at the
//! number of tiles the layer should hold, so that a small file cannot
//! unpack into a huge one.

use std::io::Read;

use base64::Engine;

/// How tile data is compressed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Compression {
    /// Not at all.
    None,
    /// zlib (RFC 1950).
    Zlib,
    /// gzip (RFC 1952).
    Gzip,
}

impl Compression {
    /// The compression a layer's `compression` attribute names (absent or
    /// empty: none).
    pub fn named(name: Option<&str>) -> Result<Compression, String> {
        match name.unwrap_or("") {
            "" => Ok(Compression::None),
            "zlib" => Ok(Compression::Zlib),
            "gzip" => Ok(Compression::Gzip),
            "zstd" => Err("zstd-compressed tile data is not supported; in Tiled, choose \
                           Map > Map Properties > Tile Layer Format: Base64 (zlib compressed) or CSV"
                .into()),
            other => Err(format!("unknown tile data compression `{other}`; Tiled writes zlib, gzip or none")),
        }
    }
}

/// The `count` global tile ids that `text` (base64) holds, after
/// decompression. Refuses data that holds fewer or more.
pub(crate) fn base64_gids(text: &str, compression: Compression, count: usize) -> Result<Vec<u32>, String> {
    let cleaned: String = text.chars().filter(|c| !c.is_ascii_whitespace()).collect();
    let raw = base64::engine::general_purpose::STANDARD
        .decode(cleaned.as_bytes())
        .map_err(|e| format!("the tile data is not valid base64 ({e})"))?;
    let limit = count as u64 * 4 + 1;
    let mut bytes = Vec::new();
    let unpacked = match compression {
        Compression::None => {
            bytes = raw;
            Ok(bytes.len())
        }
        Compression::Zlib => flate2::read::ZlibDecoder::new(&raw[..]).take(limit).read_to_end(&mut bytes),
        Compression::Gzip => flate2::read::GzDecoder::new(&raw[..]).take(limit).read_to_end(&mut bytes),
    };
    unpacked.map_err(|e| format!("the tile data cannot be decompressed ({e})"))?;
    if bytes.len() != count * 4 {
        let held =
            if bytes.len() as u64 >= limit { "more".to_string() } else { format!("{}", bytes.len() / 4) };
        return Err(format!("the tile data holds {held} tiles, but the layer has {count} cells"));
    }
    Ok(bytes.chunks_exact(4).map(|b| u32::from_le_bytes([b[0], b[1], b[2], b[3]])).collect())
}

/// The global tile ids of comma-separated `text` (TMX's CSV encoding),
/// exactly `count` of them.
pub(crate) fn csv_gids(text: &str, count: usize) -> Result<Vec<u32>, String> {
    let mut gids = Vec::with_capacity(count.min(text.len() / 2 + 1));
    for (i, item) in text.split(',').enumerate() {
        if i == count {
            return Err(format!("the tile data holds more than the layer's {count} cells"));
        }
        let item = item.trim();
        let gid =
            item.parse().map_err(|_| format!("tile {} of the data, {item:?}, is not a tile id", i + 1))?;
        gids.push(gid);
    }
    if gids.len() != count {
        return Err(format!("the tile data holds {} tiles, but the layer has {count} cells", gids.len()));
    }
    Ok(gids)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::Write;

    fn pack(gids: &[u32], compression: Compression) -> String {
        let raw: Vec<u8> = gids.iter().flat_map(|g| g.to_le_bytes()).collect();
        let bytes = match compression {
            Compression::None => raw,
            Compression::Zlib => {
                let mut e = flate2::write::ZlibEncoder::new(Vec::new(), flate2::Compression::default());
                e.write_all(&raw).unwrap();
                e.finish().unwrap()
            }
            Compression::Gzip => {
                let mut e = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::default());
                e.write_all(&raw).unwrap();
                e.finish().unwrap()
            }
        };
        base64::engine::general_purpose::STANDARD.encode(bytes)
    }

    #[test]
    fn every_compression_round_trips() {
        for c in [Compression::None, Compression::Zlib, Compression::Gzip] {
            let gids = [0, 1, 2, 0x8000_0003];
            assert_eq!(base64_gids(&pack(&gids, c), c, 4).unwrap(), gids);
            assert!(base64_gids(&pack(&gids, c), c, 5).unwrap_err().contains("holds 4 tiles"));
        }
    }

    #[test]
    fn a_small_file_cannot_unpack_into_a_huge_one() {
        let bomb = pack(&vec![7; 1 << 20], Compression::Zlib);
        assert!(bomb.len() < 10_000);
        assert_eq!(
            base64_gids(&bomb, Compression::Zlib, 16).unwrap_err(),
            "the tile data holds more tiles, but the layer has 16 cells"
        );
    }

    #[test]
    fn csv_needs_exactly_the_cells_of_the_layer() {
        assert_eq!(csv_gids("1, 2,\n3", 3).unwrap(), [1, 2, 3]);
        assert!(csv_gids("1,2", 3).unwrap_err().contains("holds 2 tiles"));
        assert!(csv_gids("1,2,3,4", 3).unwrap_err().contains("more than"));
        assert!(csv_gids("1,x,3", 3).unwrap_err().contains("tile 2"));
        assert_eq!(
            Compression::named(Some("lzma")).unwrap_err(),
            "unknown tile data compression `lzma`; Tiled writes zlib, gzip or none"
        );
    }
}
