//! Values given to symbolic names on the command line (`--bind n=16,m=8`): symbolic extents
//! for the weighted op count, shape symbols for the interpreter.
//!
//! Invariant: a name is bound at most once (a later binding of the same name replaces it).

use hashbrown::HashMap;

/// Values for symbolic names (`--bind n=16`).
#[derive(Clone, Debug, Default)]
pub struct Bindings(pub HashMap<String, i128>);

impl Bindings {
    /// Parses `n=16,m=8` (or several such lists).
    pub fn parse(specs: &[String]) -> Result<Bindings, String> {
        let mut map = HashMap::new();
        for spec in specs {
            for item in spec.split(',').filter(|s| !s.trim().is_empty()) {
                let (k, v) = item
                    .split_once('=')
                    .ok_or_else(|| format!("bad binding `{item}`; expected name=value"))?;
                let v: i128 = v
                    .trim()
                    .parse()
                    .ok()
                    .filter(|v| i64::try_from(*v).is_ok())
                    .ok_or_else(|| format!("bad value in binding `{item}`; expected an integer within int64"))?;
                map.insert(k.trim().to_string(), v);
            }
        }
        Ok(Bindings(map))
    }

    /// The value bound to `name`.
    pub fn get(&self, name: &str) -> Option<i128> {
        self.0.get(name).copied()
    }
}
