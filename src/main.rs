fn main() {
    let path = std::env::args().nth(1).unwrap();
    let src = std::fs::read_to_string(&path).unwrap();
    match tir_eqsat::parse_module(&path, &src) {
        Ok(m) => print!("{}", tir_eqsat::print_module(&m)),
        Err(e) => { eprintln!("{e}"); std::process::exit(2) }
    }
}
